import type { PackageDto } from '@filebridge/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextAreaField, TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import type { AdminService } from '../api/admin-api';
import { useUpdatePackage } from '../api/queries';
import { formFromPackage, packagePatch, PackageFormSchema, type PackageForm } from '../lib/package-form';
import { AddOnChecklist } from './add-on-checklist';
import { BenefitList } from './benefit-list';
import styles from '../../../components/admin-ui.module.css';
import local from './package-editor.module.css';

export interface PackageEditorProps {
  pkg: PackageDto;
  onSaved: (service: AdminService) => void;
  onCancel: () => void;
}

/**
 * Edits one package, checked by the API's package rules (price $1.00–$100,000, title and button
 * text required, one to fifteen non-empty benefits); messages show once a field is left or on Save.
 * The price is typed in dollars and sent as integer cents; only changed fields are sent. The
 * included add-ons are what the checkout and the server price by, not the benefit text.
 */
export function PackageEditor({ pkg, onSaved, onCancel }: PackageEditorProps) {
  const savePackage = useUpdatePackage();
  const form = useZodForm(PackageFormSchema, formFromPackage(pkg));
  const formId = useId();
  const values = form.watch() as PackageForm;
  const patch = packagePatch(pkg, values);
  const dirty = Object.keys(patch).length > 0;
  const saving = form.formState.isSubmitting;

  const save = form.handleSubmit(async () => {
    const changes = packagePatch(pkg, form.getValues() as PackageForm);
    if (Object.keys(changes).length === 0) {
      toast.info('There are no changes to save.');
      return;
    }
    try {
      const service = await savePackage.mutateAsync({ id: pkg.id, body: changes });
      toast.success(`“${form.getValues('title').trim()}” saved. The public page shows it now.`);
      onSaved(service);
    } catch (error) {
      toast.error(errorMessage(error, 'The package could not be saved.'));
    }
  });

  return (
    <form className={local.editor} onSubmit={save} noValidate aria-label={`Edit package ${pkg.title}`} data-form={formId}>
      <div className={local.row}>
        <TextField label="Title" className={local.grow} {...form.field('title')} />
        <TextField label="Price (USD)" inputMode="decimal" hint="$1.00 to $100,000" {...form.field('price')} />
        <TextField label="Price suffix" hint="e.g. “+ state fee”" {...form.field('pricePlus')} />
      </div>

      <TextAreaField
        label="Description"
        rows={4}
        hint={`${values.description.trim().length}/${PackageFormSchema.shape.description.maxLength ?? ''} characters`}
        {...form.field('description')}
      />

      <BenefitList form={form} />

      <AddOnChecklist
        legend="Included add-ons"
        hint="Ticked and free at checkout for this package. The benefit text above does not change what is charged."
        value={values.includedAddOns}
        onChange={(next) => form.setValue('includedAddOns', next, { shouldDirty: true })}
      />

      <div className={local.row}>
        <TextField label="Button text" className={local.grow} {...form.field('buttonText')} />
        <label className={local.check}>
          <input type="checkbox" {...form.register('popular')} />
          Mark as popular
        </label>
      </div>

      <div className={local.actions}>
        <span className={styles.fieldHint} aria-live="polite">
          {dirty ? 'Unsaved changes' : 'No changes yet'}
        </span>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={saving} loadingText="Saving...">
          Save package
        </Button>
      </div>
    </form>
  );
}
