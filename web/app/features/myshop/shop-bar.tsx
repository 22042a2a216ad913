import { Segmented, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MYSHOP_DAYS, type MyshopDays } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import { useLocalize } from '../../lib/lang';

/** The shop picker (when the member sees several) and the period, with the periods beyond the plan's history disabled before they are tried. */
export function ShopBar(props: {
  shops: readonly myshop.ShopState[];
  shop: myshop.ShopState;
  days: MyshopDays;
  historyDays: number | null;
  isMain: boolean;
  onChange: (change: { shopId?: number; days?: MyshopDays }) => void;
}) {
  const { t } = useTranslation('myshop');
  const localize = useLocalize();
  const locked = (d: number) => props.historyDays !== null && d > props.historyDays;
  return (
    <div className="analytics-controls myshop-bar">
      <label className="analytics-field myshop-shop-field">
        <span>{t('frame.shop')}</span>
        <Select
          className="myshop-shop-select"
          value={props.shop.id}
          aria-label={t('frame.shop')}
          data-testid="myshop-shop-picker"
          popupMatchSelectWidth={false}
          onChange={(shopId: number) => props.onChange({ shopId })}
          options={props.shops.map((s) => ({
            value: s.id,
            label: (
              <span className="myshop-shop-option">
                {s.name} · {s.clientId}
                {s.own ? null : <Tag className="myshop-shared-tag">{t('frame.shared')}</Tag>}
              </span>
            ),
          }))}
        />
      </label>
      <div className="analytics-window" data-testid="myshop-period">
        <Segmented
          aria-label={t('frame.period')}
          value={String(props.days)}
          onChange={(v) => props.onChange({ days: Number(v) as MyshopDays })}
          options={MYSHOP_DAYS.map((d) => ({
            value: String(d),
            label: t('frame.days', { count: d }),
            disabled: locked(d),
            title: locked(d) ? t('frame.daysLocked', { count: props.historyDays ?? 0 }) : undefined,
          }))}
        />
      </div>
      {props.isMain ? (
        <Link to={localize('/moreShopAuthorize')} className="myshop-manage">
          {t('frame.manageShops')}
        </Link>
      ) : null}
    </div>
  );
}
