import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../api/download.ts';
import { saveFile } from '../../../../ui/save-file.ts';

/**
 * GET /api/admin/departures/:id/manifest.csv: the manifest as a spreadsheet, saved under the name the
 * server gives it (`fallbackName` when it gives none).
 */
export async function exportManifestCsv(departureId: string, fallbackName: string) {
  const file = await downloadFile(`/admin/departures/${encodeURIComponent(departureId)}/manifest.csv`);
  saveFile(file.blob, file.filename ?? fallbackName);
}

export function useExportManifestCsv(departureId: string) {
  return useMutation({
    mutationFn: (fallbackName: string) => exportManifestCsv(departureId, fallbackName),
  });
}
