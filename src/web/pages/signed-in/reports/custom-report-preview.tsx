import type { CustomReportPreview } from '../../../../domain/reports/custom-report-api';

/** The preview: each area's first rows, as the file will show them. */
export function CustomReportPreviewTables({ preview }: { preview: CustomReportPreview }) {
  return (
    <section aria-label="Report preview" className="grid gap-4">
      {preview.tables.map((t) => (
        <div key={t.area} className="grid gap-1.5">
          <h4 className="text-sm font-semibold">
            {t.title}{' '}
            <span className="text-muted-foreground font-normal">
              ({t.total === 1 ? '1 record' : `${t.total} records`}
              {t.total > t.rows.length ? `, first ${t.rows.length} shown` : ''})
            </span>
          </h4>
          {t.rows.length === 0 ? (
            <p className="text-muted-foreground text-sm">No records.</p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-left text-xs">
                <thead className="bg-muted">
                  <tr>
                    {t.columns.map((c) => (
                      <th key={c} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((row, i) => (
                    <tr key={i} className="border-t">
                      {row.map((cell, j) => (
                        <td key={j} className="px-2 py-1.5 align-top">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
