import { STAFF_ROLE_LABELS, StaffInviteAcceptSchema } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage, queryKeys } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { staffHome, useAdminStore } from '../../../stores/admin-store';
import { acceptStaffInvite, lookupStaffInvite } from '../api/admin-api';
import styles from './admin-login-page.module.css';

const AcceptFormSchema = StaffInviteAcceptSchema.omit({ token: true });

function AcceptForm({ token }: { token: string }) {
  const setAdmin = useAdminStore((s) => s.setAdmin);
  const navigate = useNavigate();
  const form = useZodForm(AcceptFormSchema, { firstName: '', lastName: '', password: '' });
  const send = form.handleSubmit(async (values) => {
    try {
      const result = await acceptStaffInvite({ ...values, token });
      setAdmin({ ...result.admin }, result.token);
      toast.success('Welcome aboard. Set up your authenticator app to open the console.');
      navigate(staffHome(result.admin), { replace: true });
    } catch (error) {
      const fields = ['firstName', 'lastName', 'password'] as const;
      const known = (p: string) => fields.find((f) => f === p) ?? null;
      if (!showServerFieldErrors(error, form.setError, known)) toast.error(errorMessage(error, 'The invitation could not be accepted.'));
    }
  });
  return (
    <form className={styles.form} onSubmit={send} noValidate aria-label="Accept the invitation">
      <TextField id="invite-first-name" label="First name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField id="invite-last-name" label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      <TextField id="invite-password" label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting} loadingText="Joining...">
        Join the staff
      </Button>
    </form>
  );
}

/**
 * `/admin/invite?token=…`: the link an owner's invitation mails. It shows the address and role,
 * takes a name and password, signs in and leads to setting up the authenticator app.
 */
export function StaffInvitePage() {
  usePageTitle('Join the staff | Filebridge');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery({ queryKey: queryKeys.admin.invite(token), queryFn: () => lookupStaffInvite(token), retry: false });
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Join the staff</h1>
        {invite.data ? (
          <>
            <p className={styles.lead}>
              You are invited as <strong>{STAFF_ROLE_LABELS[invite.data.role]}</strong> with {invite.data.email}. Choose your name and
              password; then set up an authenticator app.
            </p>
            <AcceptForm token={token} />
          </>
        ) : invite.error ? (
          <p role="alert">{errorMessage(invite.error, 'This invitation link is not valid. Ask an owner for a new one.')}</p>
        ) : (
          <p className={styles.lead}>Checking your invitation…</p>
        )}
      </div>
    </div>
  );
}
