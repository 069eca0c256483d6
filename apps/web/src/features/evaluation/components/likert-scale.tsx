import { LIKERT_MAX, LIKERT_MIN } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The scale's words, from "strongly disagree" (1) to "strongly agree" (5). */
const WORDS = [
  'evaluation.likert.1',
  'evaluation.likert.2',
  'evaluation.likert.3',
  'evaluation.likert.4',
  'evaluation.likert.5',
] as const;
const SCORES = Array.from({ length: LIKERT_MAX - LIKERT_MIN + 1 }, (_, index) => LIKERT_MIN + index);

/** A 1–5 agreement scale as a radio group: native radios, so keyboard and screen readers work as usual. */
export function LikertScale({
  name,
  labelledBy,
  value,
  onChange,
}: {
  name: string;
  labelledBy: string;
  value: number | undefined;
  onChange: (score: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="likert" role="radiogroup" aria-labelledby={labelledBy}>
      {SCORES.map((score) => (
        <label key={score} className={`likert__option${value === score ? ' likert__option--chosen' : ''}`}>
          <input
            type="radio"
            name={name}
            value={score}
            checked={value === score}
            onChange={() => {
              onChange(score);
            }}
          />
          <span className="likert__score">{score}</span>
          <span className="likert__word">{t(WORDS[score - LIKERT_MIN] ?? WORDS[0])}</span>
        </label>
      ))}
    </div>
  );
}
