import { type InputHTMLAttributes, useId } from 'react';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

interface TextFieldProps extends InputAttributes {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input in the shared form look (styles/forms.css); any other input attribute passes through. */
export function TextField({ label, value, onChange, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="form-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled email field (type, name and the email keyboard set). Autocompletes as 'email' unless told otherwise. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'inputMode'>) {
  return <TextField type="email" name="email" inputMode="email" autoComplete="email" {...props} />;
}
