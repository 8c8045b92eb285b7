import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LinkButton } from '../../../components/button';
import { ArrowRightIcon, CheckIcon, DollarIcon, HandshakeIcon } from '../../../components/icons';
import { Section } from '../../../components/section';
import { cx } from '../../../lib/cx';
import { PROGRAMS } from '../content';
import styles from './sections.module.css';

type ProgramId = (typeof PROGRAMS)[number]['id'];

/** Partner / Affiliate tabs: Partner Program selected by default. ARIA tabs with arrow keys. */
export function ProgramsTabs() {
  const [selected, setSelected] = useState<ProgramId>('partner');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROGRAMS.findIndex((p) => p.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % PROGRAMS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + PROGRAMS.length) % PROGRAMS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = PROGRAMS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setSelected(PROGRAMS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <Section
      eyebrow="Work with us"
      title="Partner and affiliate programs"
      lead="Grow alongside us, whether you advise clients or reach an audience of business owners and truckers."
      tone="alt"
      centered
    >
      <div className={styles.tabs}>
        <div role="tablist" aria-label="Programs" className={styles.tabList} onKeyDown={onKeyDown}>
          {PROGRAMS.map((program, i) => {
            const active = program.id === selected;
            return (
              <button
                key={program.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${program.id}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${program.id}`}
                tabIndex={active ? 0 : -1}
                className={cx(styles.tab, active && styles.tabActive)}
                onClick={() => setSelected(program.id)}
              >
                {program.id === 'partner' ? <HandshakeIcon size={18} /> : <DollarIcon size={18} />}
                {program.label}
              </button>
            );
          })}
        </div>
        {PROGRAMS.map((program) => (
          <div
            key={program.id}
            role="tabpanel"
            id={`${baseId}-panel-${program.id}`}
            aria-labelledby={`${baseId}-tab-${program.id}`}
            hidden={program.id !== selected}
            tabIndex={0}
            className={styles.tabPanel}
          >
            <h3 className={styles.tabTitle}>{program.title}</h3>
            <p className={styles.tabBody}>{program.body}</p>
            <ul className={styles.tabPoints}>
              {program.points.map((point) => (
                <li key={point}>
                  <CheckIcon size={18} />
                  {point}
                </li>
              ))}
            </ul>
            <LinkButton to={program.cta.href} size="lg" iconEnd={<ArrowRightIcon size={18} />}>
              {program.cta.label}
            </LinkButton>
          </div>
        ))}
      </div>
    </Section>
  );
}
