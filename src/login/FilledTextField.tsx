/**
 * A text field drawn as the app's (MUI TextField, variant 'filled', size 'small', full width,
 * margin 'normal': floating label, underline, helper text in red on error) in plain React
 * and CSS, with the same accessible wiring (label for, aria-invalid, aria-describedby).
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './filledTextField.module.css';

interface FilledTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message under the field; the field turns red while there is one. */
  error?: string;
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function FilledTextField({ label, error, endAdornment, ref, onChange, onFocus, onBlur, ...input }: FilledTextFieldProps) {
  const id = useId();
  const element = useRef<HTMLInputElement | null>(null);
  const [focused, setFocused] = useState(false);
  const [filled, setFilled] = useState(false);
  const shrink = focused || filled;
  const helperId = `${id}-helper-text`;

  // A value the browser put there before React listened (restored form, autofill).
  useEffect(() => setFilled(Boolean(element.current?.value)), []);

  const setRef = (node: HTMLInputElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div className={styles.control}>
      <label className={classes(styles.label, shrink && styles.shrink, focused && styles.focused, error && styles.error)} data-shrink={shrink} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className={classes(styles.root, focused && styles.focused, error && styles.error, endAdornment !== undefined && styles.adorned)}>
        <input
          {...input}
          id={id}
          ref={setRef}
          className={styles.input}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
          onChange={(event) => {
            setFilled(event.target.value !== '');
            onChange?.(event);
          }}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          // Chromium fills saved credentials without an input event; its :-webkit-autofill starts an animation.
          onAnimationStart={(event) => setFilled(event.animationName.includes('autofillStart') || Boolean(element.current?.value))}
        />
        {endAdornment !== undefined && <div className={styles.adornment}>{endAdornment}</div>}
      </div>
      {error && <p id={helperId} className={styles.helper}>{error}</p>}
    </div>
  );
}
