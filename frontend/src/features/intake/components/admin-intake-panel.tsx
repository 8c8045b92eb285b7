import type { IntakeFieldSpec } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { ErrorState, LoadingState } from '../../../components/resource-state';
import { errorMessage, isApiError } from '../../../lib/api';
import { useStaffCan } from '../../../stores/admin-store';
import { Panel } from '../../../components/admin-ui';
import { adminIntakeQuery, revealIntakeValue, type AdminIntake } from '../api/intake';
import styles from './intake.module.css';

/**
 * On the staff order page: the customer's filing details, each tax id masked to its last four
 * digits with a Reveal button. A reveal is recorded in the audit log, and its value stays on this
 * screen only until the page is left.
 */
export function AdminIntakePanel({ orderId }: { orderId: string }) {
  const query = useQuery({ ...adminIntakeQuery(orderId), retry: false });
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;
  return (
    <Panel title="Filing details" id="order-intake">
      {query.isPending ? (
        <LoadingState label="Loading the filing details…" />
      ) : query.isError ? (
        <ErrorState error={query.error} title="Could not load the filing details." onRetry={() => void query.refetch()} />
      ) : (
        <IntakeValuesList intake={query.data} />
      )}
    </Panel>
  );
}

function IntakeValuesList({ intake }: { intake: AdminIntake }) {
  const status = intake.submittedAt
    ? `Submitted ${new Date(intake.submittedAt).toLocaleString('en-US')}`
    : intake.updatedAt
      ? 'Draft: not submitted yet'
      : 'Nothing given yet';
  return (
    <>
      <p className={styles.hint}>
        {intake.title} · {status}
      </p>
      <dl className={styles.values}>
        {intake.fields.map((spec) => (
          <div key={spec.key}>
            <dt>{spec.label}</dt>
            <dd>
              {spec.sensitive ? (
                <Sealed orderId={intake.orderId} spec={spec} masked={intake.masked[spec.key]} />
              ) : (
                describe(spec, intake.values[spec.key])
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Sealed({ orderId, spec, masked }: { orderId: string; spec: IntakeFieldSpec; masked?: string }) {
  const [clear, setClear] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canReveal = useStaffCan('intake.reveal');
  if (!masked) return <>—</>;
  const reveal = async () => {
    setBusy(true);
    try {
      setClear((await revealIntakeValue(orderId, spec.key)).value);
    } catch (error) {
      toast.error(errorMessage(error, 'The value could not be revealed.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span aria-live="polite">{clear ?? masked}</span>
      {clear || !canReveal ? null : (
        <Button variant="outline" size="sm" loading={busy} onClick={() => void reveal()} aria-label={`Reveal ${spec.label}`}>
          Reveal
        </Button>
      )}
    </>
  );
}

/** A value as staff read it: a choice by its label, an address on one line, a list one entry per line. */
function describe(spec: IntakeFieldSpec, value: unknown): React.ReactNode {
  if (value === undefined || value === null || value === '') return '—';
  const label = (v: unknown) => spec.options?.find((o) => o.value === v)?.label ?? String(v);
  switch (spec.kind) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'select':
      return label(value);
    case 'choices':
      return Array.isArray(value) ? value.map(label).join(', ') : '—';
    case 'address': {
      const a = value as Record<string, string>;
      return [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    }
    case 'list':
      return Array.isArray(value) ? (
        <ul>
          {(value as Record<string, unknown>[]).map((entry, i) => (
            <li key={i}>
              {(spec.item ?? [])
                .map((f) => entry[f.key])
                .filter((v) => v !== undefined && v !== '')
                .map(String)
                .join(' · ')}
            </li>
          ))}
        </ul>
      ) : (
        '—'
      );
    default:
      return String(value);
  }
}
