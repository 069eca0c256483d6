import type { ReactNode } from 'react';

/** A labelled text input of the type editor. */
export function TextInput({
  label,
  value,
  onChange,
  long,
  type = 'text',
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  long?: boolean;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  maxLength?: number;
}) {
  return (
    <label className="office-field">
      <span>{label}</span>
      {long ? (
        <textarea
          value={value}
          maxLength={maxLength}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <input
          type={type}
          value={value}
          maxLength={maxLength}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </label>
  );
}

/** A labelled check box of the type editor. */
export function CheckInput({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="office-field office-field--inline">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}

/** A labelled choice among fixed values, each shown by `name`. */
export function SelectInput<Value extends string>({
  label,
  value,
  values,
  name,
  onChange,
}: {
  label: string;
  value: Value;
  values: readonly Value[];
  name: (value: Value) => ReactNode;
  onChange: (value: Value) => void;
}) {
  return (
    <label className="office-field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const chosen = values.find((one) => one === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {values.map((one) => (
          <option key={one} value={one}>
            {name(one)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled choice among records named by number (a faculty, a term, a round's number). */
export function IdSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: readonly { id: number; name: string }[];
  onChange: (id: number) => void;
}) {
  return (
    <label className="office-field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
