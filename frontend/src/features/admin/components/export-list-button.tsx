import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { useStaffCan } from '../../../stores/admin-store';
import { fetchListCsv } from '../api/admin-api';

/** Downloads a filtered list as CSV, the server streaming every matching row; shown to roles that may export. */
export function ExportListButton({ list, query }: { list: 'orders' | 'work-queue'; query: Record<string, string> }) {
  const [busy, setBusy] = useState(false);
  const allowed = useStaffCan('data.export');
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchListCsv(list, query);
      saveBlob(blob, filename);
      toast.success(`Exported as ${filename}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  if (!allowed) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} loading={busy} loadingText="Exporting…">
      Export CSV
    </Button>
  );
}
