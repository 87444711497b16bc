/** What went wrong for a whole form or section (not one field), read out when it appears; nothing when all is well. */
export function ErrorNotice({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--danger" role="alert">
      {message}
    </p>
  ) : null;
}
