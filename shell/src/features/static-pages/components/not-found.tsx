import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist.</p>
      <Link to="/" className="btn btn-success">Go to Home</Link>
    </div>
  );
}
