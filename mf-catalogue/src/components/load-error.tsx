/** A failed read: the reason, and a way to try again (listing and search pages). */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className="btn btn-success btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
