import { Route } from 'react-router-dom';

/** The shell's own static pages (about, terms, privacy, refund, contact). */
export function StaticRoutes() {
  return <Route path="/about-us" element={<div className="container py-4"><h1>About Us</h1></div>} />;
}
