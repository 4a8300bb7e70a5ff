interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while the form is on its way ('Saving…', 'Submitting…'). */
  pendingLabel: string;
  pending: boolean;
  /** Submit also waits for this (a required field empty, nothing changed). */
  canSubmit?: boolean;
  cancelClassName?: 'btn-secondary' | 'btn-ghost';
  className?: string;
}

/** A form's foot: Cancel, then the submit button that names what it is doing while pending. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  cancelClassName = 'btn-secondary',
  className,
}: FormActionsProps) {
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      <button type="button" className={`btn ${cancelClassName}`} onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={!canSubmit || pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
