import type { ComponentType } from 'react';
import { Container } from '../../../components/container';
import { Mcs150Finder } from './mcs150-finder';
import { UcrFeeFinder } from './ucr-fee-finder';
import styles from './page-tools.module.css';

/** Interactive tools shown near the top of a service page, by slug. */
const TOOLS: Readonly<Record<string, ComponentType<{ orderHref?: string }>>> = {
  'biennial-mcs150-update': Mcs150Finder,
  'ucr-2025': UcrFeeFinder,
};

export function PageTool({ slug }: { slug: string }) {
  const Tool = TOOLS[slug];
  if (!Tool) return null;
  return (
    <div className={styles.toolBand}>
      <Container narrow>
        <Tool orderHref="#packages" />
      </Container>
    </div>
  );
}
