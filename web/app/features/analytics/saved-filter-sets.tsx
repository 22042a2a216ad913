import { App, Button, Dropdown, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useFilterSetActions, useFilterSets } from './filter-set-queries';

type Filters = workbench.GoodsFilters;

/**
 * The member's saved filter sets beside a goods list: save the filters now applied under a name, apply
 * a saved set (it replaces the list's filters), delete one.
 */
export function SavedFilterSets({ current, onApply }: { current: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('analytics');
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState(false);
  const sets = useFilterSets(open || saving);
  const { save, apply, remove } = useFilterSetActions();
  const list = sets.data?.data?.list ?? [];
  const limit = sets.data?.data?.limit;
  const empty = !Object.values(current).some((v) => v !== undefined);

  const onSave = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameProblem(true);
    const answer = await save.mutateAsync({ name: trimmed, filters: current });
    if (answer.code !== 200 || !answer.data) return void message.warning(answer.message ?? t('states.error'));
    void message.success(t('filterSets.saved', { name: answer.data.set.name }));
    setSaving(false);
    setName('');
  };
  const onPick = async (set: workbench.FilterSet) => {
    setOpen(false);
    const answer = await apply.mutateAsync(set.id);
    if (answer.code !== 200 || !answer.data) return void message.warning(answer.message ?? t('states.error'));
    onApply(answer.data.set.filters);
    void message.success(t('filterSets.applied', { name: set.name }));
  };
  const onDelete = async (set: workbench.FilterSet) => {
    const answer = await remove.mutateAsync(set.id);
    if (answer.code !== 200) return void message.warning(answer.message ?? t('states.error'));
    void message.success(t('filterSets.deleted', { name: set.name }));
  };

  const menu = list.length
    ? list.map((set) => ({
        key: String(set.id),
        label: (
          <span className="analytics-set" data-testid="filter-set">
            <span className="analytics-set-name">{set.name}</span>
            <Button
              size="small"
              type="link"
              danger
              data-testid="filter-set-delete"
              onClick={(e) => {
                e.stopPropagation();
                setOpen(false);
                modal.confirm({ title: t('filterSets.confirmDelete', { name: set.name }), okButtonProps: { danger: true }, onOk: () => onDelete(set) });
              }}
            >
              {t('filterSets.delete')}
            </Button>
          </span>
        ),
        onClick: () => void onPick(set),
      }))
    : [{ key: 'empty', disabled: true, label: <span className="analytics-set-empty">{sets.isFetching ? '…' : t('filterSets.empty')}</span> }];

  return (
    <Space wrap className="analytics-sets" data-testid="filter-sets">
      <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} menu={{ items: [...(limit !== undefined ? [{ type: 'group' as const, key: 'count', label: t('filterSets.count', { count: list.length, limit }) }] : []), ...menu] }}>
        <Button data-testid="filter-sets-open">{t('filterSets.title')}</Button>
      </Dropdown>
      <Button
        data-testid="filter-sets-save"
        aria-expanded={saving}
        onClick={() => {
          if (empty) return void message.info(t('filterSets.nothingToSave'));
          setSaving((v) => !v);
        }}
      >
        {t('filterSets.save')}
      </Button>
      {saving ? (
        <form
          className="analytics-set-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <Input
            value={name}
            maxLength={40}
            autoFocus
            aria-label={t('filterSets.name')}
            placeholder={t('filterSets.namePlaceholder')}
            status={nameProblem ? 'error' : undefined}
            data-testid="filter-set-name"
            onChange={(e) => {
              setName(e.target.value);
              setNameProblem(false);
            }}
          />
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="filter-set-save">
            {t('filterSets.save')}
          </Button>
          {nameProblem ? <p className="analytics-filter-error" role="alert">{t('filterSets.nameRequired')}</p> : null}
        </form>
      ) : null}
    </Space>
  );
}
