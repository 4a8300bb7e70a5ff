import { type ReactNode, useId } from 'react';

interface FormFieldProps {
  label: string;
  /** Help under the label, read with the control (its id goes to the control's aria-describedby). */
  hint?: string;
  /** A fixed id for the control, where tests or other parts point at it; a generated one otherwise. */
  id?: string;
  /** The control, given its id and the hint's id; `between` stands between the hint and it. */
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
  between?: ReactNode;
}

/** A labelled control with optional help text in the shared form look (styles/forms.css). */
export function FormField({ label, hint, id, children, between }: FormFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-help">
          {hint}
        </p>
      ) : null}
      {between}
      {children({ id: controlId, hintId })}
    </div>
  );
}
