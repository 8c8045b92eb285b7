import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { errorMessage } from '../../../lib/api';

/**
 * Submit for the company forms: sends the checked values, and on a refusal shows the API's field
 * messages under their fields and its sentence above the button and in a toast.
 */
export function useInquirySubmit<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  fallback: string,
  send: (values: Output) => Promise<void>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  // Only while the request is out, not while the fields are checked: a disabled field cannot take the focus an error gives it.
  const [sending, setSending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSending(true);
    try {
      await send(values);
      form.reset();
    } catch (error) {
      const text = errorMessage(error, fallback);
      setSending(false);
      showServerFieldErrors(error, form.setError, (path) => (path in form.getValues() ? (path as Path<Input>) : null));
      setServerError(text);
      toast.error(text);
      return;
    }
    setSending(false);
  });
  return { serverError, sending, submit };
}
