/** The loading spinner of lists and listings, announced to screen readers. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`d-flex justify-content-center py-5 ${className}`} role="status">
      <div className="spinner-border text-success" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
