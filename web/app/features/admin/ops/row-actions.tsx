import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** Edit and delete (after a confirmation) of one row of an operations table. */
export function RowActions({ testId, onEdit, onDelete }: { testId: string; onEdit: () => void; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button size="small" onClick={onEdit} data-testid={testId}>
        {t('settings.edit')}
      </Button>{' '}
      <Popconfirm title={t('settings.deleteConfirm')} onConfirm={onDelete}>
        <Button size="small" danger>
          {t('settings.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
