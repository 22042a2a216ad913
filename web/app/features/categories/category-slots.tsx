import LockOutlined from '@ant-design/icons/LockOutlined';
import { App, Button, Card, Flex, Select, Tag, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@marketlens/core/format';
import { useBindCategory, type CategoryChoice } from './queries';

const DAY_MS = 86_400_000;
/** A slot's category stays this many days after it is set (the store contract's SLOT_CHANGE_DAYS). */
const LOCK_DAYS = 30;
/** The confirmation's OK button, named for the tests. */
const CONFIRM_BUTTON: ButtonProps & { 'data-testid': string } = { 'data-testid': 'category-confirm' };
export const momentText = (iso: string) => formatDateTime(iso, 'YYYY-MM-DD HH:mm');

type Slot = CategoryChoice['slots'][number];

/**
 * The category picker: every slot of the plan with its category and when it may change, a choice
 * of the top categories (those of other slots marked), and a confirmation that states the 30-day rule.
 */
export function CategorySlots({ choice, onBound }: { choice: CategoryChoice; onBound?: (typeId: number) => void }) {
  const { t } = useTranslation('workbench');
  return (
    <Flex vertical gap={12} data-testid="category-slots">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="category-rule">
        <LockOutlined aria-hidden /> {t('categories.rule')}
      </Typography.Paragraph>
      {choice.slots.map((slot) => (
        <SlotRow key={slot.slot} slot={slot} choice={choice} onBound={onBound} />
      ))}
    </Flex>
  );
}

function SlotRow({ slot, choice, onBound }: { slot: Slot; choice: CategoryChoice; onBound?: ((typeId: number) => void) | undefined }) {
  const { t } = useTranslation('workbench');
  const { modal, message } = App.useApp();
  const bind = useBindCategory();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const n = slot.slot + 1;
  const locked = slot.nextChangeAt !== null;
  const editable = choice.canChange && !locked;
  const takenIn = (typeId: number) => choice.slots.find((s) => s.typeId === typeId && s.slot !== slot.slot);
  const options = choice.options.map((o) => {
    const other = takenIn(o.typeId);
    return { value: o.typeId, label: other ? t('categories.inOtherSlot', { name: o.name, n: other.slot + 1 }) : o.name, disabled: Boolean(other) };
  });
  const status = locked && slot.nextChangeAt ? t('categories.lockedUntil', { date: momentText(slot.nextChangeAt) }) : slot.typeId === null ? t('categories.freeSlot') : t('categories.changeable');

  const confirm = () => {
    const typeId = picked;
    const name = choice.options.find((o) => o.typeId === typeId)?.name;
    if (typeId === undefined || !name) return;
    void modal.confirm({
      title: t('categories.confirmTitle', { name, n }),
      content: t('categories.confirmBody', { date: momentText(new Date(Date.now() + LOCK_DAYS * DAY_MS).toISOString()) }),
      okText: t('categories.confirmOk'),
      cancelText: t('categories.cancel'),
      okButtonProps: CONFIRM_BUTTON,
      onOk: async () => {
        const answer = await bind.mutateAsync({ slot: slot.slot, typeId });
        if (answer.code === 200) {
          setPicked(undefined);
          void message.success(t('categories.saved', { name }));
          onBound?.(typeId);
        } else void message.error(answer.message || t('categories.failed'));
      },
    });
  };

  return (
    <Card size="small" className="category-slot" data-testid={`category-slot-${slot.slot}`}>
      <Flex wrap align="center" gap={8}>
        <Typography.Text strong>{t('categories.slot', { n })}</Typography.Text>
        {slot.name ? (
          <Tag color="blue" data-testid="category-slot-name">
            {slot.name}
          </Tag>
        ) : (
          <Tag>{t('categories.empty')}</Tag>
        )}
        <Typography.Text type={locked ? 'warning' : 'secondary'} data-testid="category-slot-status">
          {locked ? <LockOutlined aria-hidden /> : null} {status}
        </Typography.Text>
      </Flex>
      {/* A locked slot (or a sub-account's) shows its category and date only: nothing to choose until then. */}
      {editable ? (
        <Flex wrap gap={8} style={{ marginTop: 12 }}>
          <Select
            style={{ flex: '1 1 220px', minWidth: 0 }}
            data-testid="category-select"
            aria-label={t('categories.slot', { n })}
            placeholder={t('categories.placeholder')}
            options={options}
            value={picked}
            onChange={(v: number) => setPicked(v)}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Button type="primary" data-testid="category-bind" disabled={picked === undefined || picked === slot.typeId} loading={bind.isPending} onClick={confirm}>
            {slot.typeId === null ? t('categories.bind') : t('categories.change')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
