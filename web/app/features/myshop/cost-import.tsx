import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MYSHOP_CODES } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { loadMyshop, MYSHOP_KEYS } from './api';

const MAX_BYTES = 1_000_000;
const EXAMPLE = 'offer_id,cost\nA-1024,350.00\nA-1025,1290.50';

/**
 * Unit costs from a CSV file or pasted text (offer id or SKU, cost in roubles). The server checks
 * every line and saves all or nothing; a file with bad lines shows each line and why, and changes nothing.
 */
export function CostImport({ shopId }: { shopId: number }) {
  const { t } = useTranslation('myshop');
  const http = useHttp();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<myshop.CostLineError[]>([]);

  const reset = () => {
    setText('');
    setProblem(null);
    setErrors([]);
  };
  const submit = async () => {
    setProblem(null);
    setErrors([]);
    if (!text.trim()) return setProblem(t('import.empty'));
    if (new Blob([text]).size > MAX_BYTES) return setProblem(t('import.tooLarge'));
    setBusy(true);
    try {
      const res = await http.call((await loadMyshop()).importCosts, { body: { shopId, csv: text } }, { verifyCode: false });
      if (res.code === MYSHOP_CODES.badCostFile && res.data) {
        setProblem(t('import.failed', { count: res.data.errors.length }));
        return setErrors(res.data.errors);
      }
      if (res.code !== 200 || !res.data) return setProblem(res.message ?? t('states.loadFailed'));
      void message.success(t('import.saved', { count: res.data.saved }));
      setOpen(false);
      reset();
      await client.invalidateQueries({ queryKey: MYSHOP_KEYS.all });
    } catch {
      setProblem(t('states.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="myshop-import-open">
        {t('skus.importCosts')}
      </Button>
      <Modal
        open={open}
        title={t('import.title')}
        okText={t('import.submit')}
        cancelText={t('import.cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'myshop-import-submit' }}
        destroyOnHidden
      >
        <p className="analytics-muted">{t('import.lead')}</p>
        <p className="analytics-muted">{t('import.example')}</p>
        <pre className="myshop-example">{EXAMPLE}</pre>
        <Upload
          accept=".csv,text/csv,text/plain"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > MAX_BYTES) setProblem(t('import.tooLarge'));
            else void file.text().then((content) => setText(content));
            return false;
          }}
        >
          <Button data-testid="myshop-import-file">{t('import.file')}</Button>
        </Upload>
        <Input.TextArea
          className="myshop-import-text"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('import.paste')}
          aria-label={t('import.paste')}
          data-testid="myshop-import-text"
        />
        {problem ? (
          <Alert
            className="myshop-import-errors"
            type="warning"
            showIcon
            title={problem}
            data-testid="myshop-import-errors"
            description={
              errors.length ? (
                <ul>
                  {errors.map((e) => (
                    <li key={`${e.line}:${e.reason}`} data-testid="myshop-import-error">
                      {t('import.line', { line: e.line })}: {t(`import.error.${e.reason}`)} <code>{e.text}</code>
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
