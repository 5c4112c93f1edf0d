import type { DietTagCode } from './dietaryCodes';

/** A leaf for the plant-based tags, a crossed circle for the «без …» ones; decorative (the text says it). */
export function DietIcon({ code }: { code: DietTagCode }) {
  const leaf = code === 'vegetarian' || code === 'vegan';
  return (
    <svg className="diet-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {leaf ? (
        <path d="M13.5 2.5C7 2.5 3 5.5 3 10c0 1.2.4 2.2 1 3l-1.5 1.5.7.7L4.7 13.7c.8.6 1.8.9 2.8.9 4.5 0 6.5-4.5 6-12.1zM5.5 12.2C7 9.5 9 7.5 11.5 6 9.5 7.8 7.8 9.8 6.6 12.6z" />
      ) : (
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM3 8a5 5 0 0 1 8.1-3.9l-7 7A5 5 0 0 1 3 8zm5 5a5 5 0 0 1-3.1-1.1l7-7A5 5 0 0 1 8 13z" />
      )}
    </svg>
  );
}
