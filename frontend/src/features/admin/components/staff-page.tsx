import { STAFF_ROLE_LABELS, STAFF_ROLES, StaffInviteRequestSchema, type StaffRole } from '@filebridge/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SelectField, TextField } from '../../../components/form-field';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffCan } from '../../../stores/admin-store';
import { changeStaffRole, deactivateStaff, inviteStaff, resetStaffSecondFactor, type StaffMember } from '../api/admin-api';
import { adminQueries, useResource, useStaffChange } from '../api/queries';
import { formatDateTime } from '../lib/format';
import { ConfirmDialog, PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './staff-page.module.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

function InviteForm() {
  const form = useZodForm(StaffInviteRequestSchema, { email: '', role: 'support' });
  const invite = useStaffChange(inviteStaff);
  const send = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${sent.email}.`);
      form.reset({ email: '', role: values.role });
    } catch (error) {
      toast.error(errorMessage(error, 'The invitation could not be sent.'));
    }
  });
  return (
    <form onSubmit={send} noValidate aria-label="Invite a staff member" className={styles.inlineForm}>
      <TextField id="invite-email" label="Email" type="email" autoComplete="off" {...form.field('email')} />
      <SelectField id="invite-role" label="Role" options={ROLE_OPTIONS} {...form.register('role')} />
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending...">
        Send invitation
      </Button>
    </form>
  );
}

type Pending = { kind: 'deactivate' | 'reset'; member: StaffMember } | null;

function MemberRow({ member, base, onAsk }: { member: StaffMember; base: string; onAsk: (p: Pending) => void }) {
  const canAudit = useStaffCan('audit.read');
  const change = useStaffChange(({ id, role }: { id: string; role: StaffRole }) => changeStaffRole(id, role));
  const name = `${member.firstName} ${member.lastName}`.trim();
  const onRole = async (role: StaffRole) => {
    try {
      await change.mutateAsync({ id: member.id, role });
      toast.success(`${name} is now ${STAFF_ROLE_LABELS[role]}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The role could not be changed.'));
    }
  };
  return (
    <tr>
      <td>
        {name}
        <div className={styles.muted}>{member.email}</div>
      </td>
      <td>
        <SelectField
          id={`role-${member.id}`}
          label={`Role of ${name}`}
          hideLabel
          options={ROLE_OPTIONS}
          value={member.role}
          disabled={!member.active || change.isPending}
          onChange={(e) => void onRole(e.target.value as StaffRole)}
        />
      </td>
      <td>{member.active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Deactivated</Badge>}</td>
      <td>{member.secondFactorEnabled ? 'On' : 'Not set up'}</td>
      <td className={styles.nowrap}>
        {canAudit ? <Link to={`${base}/audit?staffId=${member.id}`}>Actions</Link> : null}{' '}
        {member.active ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onAsk({ kind: 'reset', member })} disabled={!member.secondFactorEnabled}>
              Reset second factor
            </Button>{' '}
            <Button variant="outline" size="sm" onClick={() => onAsk({ kind: 'deactivate', member })}>
              Deactivate
            </Button>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/** Owners manage the staff here: invitations, roles, deactivation and lost second factors, each audited. */
export function StaffPage() {
  usePageTitle('Staff | Admin | Filebridge');
  const { adminId = '' } = useParams();
  const base = `/admin/dashboard/${adminId}`;
  const staff = useResource(adminQueries.staff());
  const [pending, setPending] = useState<Pending>(null);
  const act = useStaffChange(({ kind, id }: { kind: 'deactivate' | 'reset'; id: string }) =>
    kind === 'deactivate' ? deactivateStaff(id) : resetStaffSecondFactor(id),
  );
  const confirm = async () => {
    if (!pending) return;
    try {
      await act.mutateAsync({ kind: pending.kind, id: pending.member.id });
      toast.success(
        pending.kind === 'deactivate'
          ? `${pending.member.email} is deactivated.`
          : `${pending.member.email} sets up a new app at next sign-in.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'That did not work. Please try again.'));
    }
    setPending(null);
  };

  return (
    <>
      <PageHeader title="Staff" description="Who works in the console, with which role. Every change here is recorded in the audit log." />
      <Panel title="Invite" id="staff-invite">
        <InviteForm />
      </Panel>
      <Panel title="Staff members" id="staff-members">
        <ResourceView
          resource={staff}
          errorTitle="Could not load the staff."
          loadingLabel="Loading the staff…"
          empty={(data) => (data.members.length === 0 ? <EmptyState title="No staff yet." /> : null)}
        >
          {(data) => (
            <>
              <TableWrap label="Staff members">
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Role</th>
                      <th scope="col">Status</th>
                      <th scope="col">Second factor</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.members.map((member) => (
                      <MemberRow key={member.id} member={member} base={base} onAsk={setPending} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              {data.invites.length ? (
                <div className={local.invites}>
                  <h3 className={local.invitesTitle}>Open invitations</h3>
                  <ul aria-label="Open invitations" className={local.inviteList}>
                    {data.invites.map((i) => (
                      <li key={i.id}>
                        {i.email} — {STAFF_ROLE_LABELS[i.role]}, <span className={styles.muted}>until {formatDateTime(i.expiresAt)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          )}
        </ResourceView>
      </Panel>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'deactivate' ? 'Deactivate this staff member?' : 'Reset this second factor?'}
        description={
          pending?.kind === 'deactivate'
            ? `${pending.member.email} is signed out everywhere and cannot sign in again.`
            : `${pending?.member.email ?? ''} is signed out and sets up a new authenticator app at next sign-in.`
        }
        confirmLabel={pending?.kind === 'deactivate' ? 'Deactivate' : 'Reset second factor'}
        busyLabel="Working..."
        tone="danger"
        busy={act.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
