import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contracts schema, so each field says what the server would say.
 *
 * When errors show: leaving a field that is still empty says nothing yet; leaving one with a value
 * checks it; from then on (and for every field once the form was submitted) the check runs as the
 * person types, so an error clears as soon as the value is fixed. A submit with errors focuses the
 * first invalid field. The values handed to the submit handler are the schema's output (trimmed,
 * normalised), the same the server would store.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
  const checked = useRef(new Set<string>());

  /** Props for one of the shared field components: registration, live checking and its error. */
  const field = (name: FieldPath<Input>) => {
    const registered = form.register(name);
    const error = get(form.formState.errors, name) as { message?: string } | undefined;
    return {
      ...registered,
      error: error?.message,
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        await registered.onChange(event);
        if ((checked.current.has(name) || error) && !form.formState.isSubmitted) await form.trigger(name);
      },
      onBlur: async (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        await registered.onBlur(event);
        if (event.target.value === '' && !checked.current.has(name)) return;
        checked.current.add(name);
        await form.trigger(name);
      },
    };
  };

  return { ...form, field };
}
