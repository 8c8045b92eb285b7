import { useId, useState } from 'react';
import { cx } from '../lib/cx';
import { ChevronDownIcon } from './icons';
import styles from './faq.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqProps {
  items: readonly FaqEntry[];
  /** Heading level of each question (the button sits inside it). Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Index of the item open at first; default none. */
  defaultOpen?: number;
  /** Let several answers stay open together (default: one at a time). */
  allowMultiple?: boolean;
  className?: string;
}

/** Accordion of questions: each question is a button with aria-expanded controlling its answer. */
export function Faq({ items, headingLevel = 3, defaultOpen, allowMultiple = false, className }: FaqProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen === undefined ? [] : [defaultOpen]));
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(allowMultiple ? current : current.has(index) ? [index] : []);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={cx(styles.faq, className)}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={cx(styles.item, expanded && styles.open)}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon className={styles.chevron} size={20} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
