/** A form's error message, announced at once (role="alert"); renders nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
