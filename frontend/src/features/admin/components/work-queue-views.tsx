import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { deleteQueueView, fetchQueueViews, saveQueueView, type WorkQueueFilters } from '../api/admin-api';
import { useResource } from '../api/queries';
import styles from '../../../components/admin-ui.module.css';
import local from './work-queue-page.module.css';

/** The staff member's saved views of the work queue: pick one, delete one, or save the current filters under a name. */
export function WorkQueueViews({ filters, onPick }: { filters: WorkQueueFilters; onPick: (filters: WorkQueueFilters) => void }) {
  const [viewName, setViewName] = useState('');
  const views = useResource({ queryKey: ['admin', 'work-queue-views'] as const, queryFn: ({ signal }) => fetchQueueViews(signal) });

  const saveView = async () => {
    if (!viewName.trim()) return;
    try {
      await saveQueueView(viewName.trim(), filters);
      setViewName('');
      views.reload();
      toast.success('View saved.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save the view.'));
    }
  };

  return (
    <div className={local.views} aria-label="Saved views">
      {(views.data ?? []).map((v) => (
        <span key={v.id} className={local.view}>
          <Button variant="ghost" size="sm" onClick={() => onPick(v.filters)}>
            {v.name}
          </Button>
          <button
            type="button"
            className={local.viewDelete}
            aria-label={`Delete view ${v.name}`}
            onClick={() => void deleteQueueView(v.id).then(() => views.reload())}
          >
            ×
          </button>
        </span>
      ))}
      <input
        value={viewName}
        onChange={(e) => setViewName(e.target.value)}
        className={styles.input}
        placeholder="Name this view"
        aria-label="View name"
        maxLength={60}
      />
      <Button variant="outline" size="sm" onClick={saveView} disabled={!viewName.trim()}>
        Save view
      </Button>
    </div>
  );
}
