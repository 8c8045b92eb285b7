import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStore } from '../../../stores/admin-store';
import { adminLogin } from '../api/admin-api';
import styles from './admin-login-page.module.css';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Client-side checks before the call; the server still has the last word (its message is toasted). */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'Enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

/** `/admin/login`: administrators sign in here; on success the admin and token are persisted. */
export function AdminLoginPage() {
  usePageTitle('Admin Log In | Filebridge');
  const admin = useAdminStore((s) => s.admin);
  const setAdmin = useAdminStore((s) => s.setAdmin);
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  if (admin && !submitting) return <Navigate to={`/admin/dashboard/${admin.id}`} replace />;

  const update = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = found.email ? 'admin-email' : 'admin-password';
      document.getElementById(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await adminLogin({ email: values.email.trim(), password: values.password });
      setAdmin({ ...result.admin }, result.token);
      toast.success(`Signed in as ${result.admin.email}.`);
      navigate(`/admin/dashboard/${result.admin.id}`, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Sign in failed. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Log In</h1>
        <p className={styles.lead}>Sign in with your administrator account to manage orders, queues and the catalog.</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Admin log in">
          <TextField
            id="admin-email"
            label="Email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={update('email')}
            error={errors.email}
            maxLength={254}
          />
          <TextField
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            error={errors.password}
            maxLength={128}
          />
          <Button type="submit" size="lg" block loading={submitting} loadingText="Signing in...">
            Sign In
          </Button>
        </form>
      </div>
    </div>
  );
}
