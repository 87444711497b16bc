/** A failed call's message under the control that made it. */
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--danger" role="alert">
      {message}
    </p>
  );
}
