import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Translation } from "../../lib/api";
import { formatMoney } from "@marketlens/core/format";
import { checkAmount } from "../../lib/amount-input";
import { langOf } from "../../lib/overlay-view";
import {
  hasCost,
  removeBoxItems,
  updateBoxItem,
  type BoxItem,
} from "../../lib/collection-box";
import { exportProblemOf, titleNeedsTranslation } from "../../lib/ozon-export";
import { priceItem, type PricingBasis } from "../../lib/box-pricing";
import { askOrThrow, failureOfError } from "../../lib/use-ask";
import { FailureNotice } from "../../components/failure-notice";

type NumberField = "costCny" | "weightGrams" | "marginPct";
const MAX: Readonly<Record<NumberField, number>> = {
  costCny: 1_000_000,
  weightGrams: 100_000,
  marginPct: 95,
};

/**
 * One editable figure: a refused entry is explained and the field goes back to the saved value. An
 * empty weight or margin (or a weight of 0) takes the pricing basis's figure, shown as the placeholder.
 */
function NumberCell({
  item,
  field,
  label,
  unit,
  placeholder,
}: {
  item: BoxItem;
  field: NumberField;
  label: string;
  unit: string;
  placeholder?: number | undefined;
}) {
  const { t, i18n } = useTranslation("extension");
  const id = useId();
  const saved = item[field];
  const [text, setText] = useState(saved === null ? "" : String(saved));
  const [error, setError] = useState<string | undefined>();
  const number = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const basisOf = (value: number) => field === "weightGrams" && value === 0;
  return (
    <td>
      <label className="ml-field" htmlFor={id}>
        <span className="ml-visually-hidden">{label}</span>
        <span className="ml-unit-input">
          <input
            id={id}
            inputMode="decimal"
            value={text}
            placeholder={
              placeholder === undefined ? undefined : number.format(placeholder)
            }
            aria-invalid={error ? true : undefined}
            data-testid={`field-${field}`}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => {
              if (!text.trim()) {
                setError(undefined);
                void updateBoxItem(item.id, { [field]: null });
                return;
              }
              const checked = checkAmount(text, i18n.language, MAX[field]);
              if (!checked.ok) {
                setError(
                  t(`box.fieldError.${checked.error}`, {
                    max: number.format(MAX[field]),
                  }),
                );
                setText(saved === null ? "" : number.format(saved));
                return;
              }
              setError(undefined);
              if (basisOf(checked.value)) {
                setText("");
                void updateBoxItem(item.id, { [field]: null });
                return;
              }
              setText(number.format(checked.value));
              void updateBoxItem(item.id, { [field]: checked.value });
            }}
          />
          <span className="ml-muted">{unit}</span>
        </span>
      </label>
      {error && (
        <p className="ml-error" role="alert">
          {error}
        </p>
      )}
    </td>
  );
}

/** One collected product: editable listing fields and its price by core's cross-border solver on the page's pricing basis. */
export function BoxRow({
  item,
  basis,
}: {
  item: BoxItem;
  basis: PricingBasis | undefined;
}) {
  const { t, i18n } = useTranslation("extension");
  const translate = useMutation({
    mutationFn: () =>
      askOrThrow<Translation>({
        type: "translate",
        text: item.title,
        to: "ru",
      }),
    onSuccess: (result) => {
      // A partial word-list translation would put a mixed-language title into the listing; it stays a suggestion.
      if (!result.glossary || result.complete)
        void updateBoxItem(item.id, { listingTitle: result.text });
    },
  });
  const pricing =
    basis === undefined || !hasCost(item)
      ? undefined
      : priceItem(basis, item);
  const problem =
    basis === undefined ? undefined : exportProblemOf(item, basis);
  const pct = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
  });
  const rub = (value: number) =>
    formatMoney(Math.round(value), {
      lang: langOf(i18n.language),
      kind: "price",
      in: "units",
    });
  return (
    <tr data-testid="box-row">
      <td>
        {item.images[0] && (
          <img className="ml-thumb" src={item.images[0]} alt="" />
        )}
      </td>
      <td>
        <div className="ml-stack">
          <label className="ml-field">
            <span>{t("box.offerId")}</span>
            <input
              defaultValue={item.offerId}
              maxLength={50}
              onBlur={(e) =>
                void updateBoxItem(item.id, { offerId: e.target.value.trim() })
              }
            />
          </label>
          <a href={item.sourceUrl} target="_blank" rel="noreferrer">
            {t("box.source")}: {item.source}
          </a>
          <span className="ml-muted">
            {t("box.images", { count: item.images.length })} ·{" "}
            {t("box.attributes", { count: item.attributes.length })}
          </span>
        </div>
      </td>
      <td className="ml-title-cell">
        <div className="ml-stack">
          <label className="ml-field">
            <span className="ml-visually-hidden">{t("box.listingTitle")}</span>
            <input
              key={item.listingTitle}
              defaultValue={item.listingTitle}
              maxLength={500}
              onBlur={(e) =>
                void updateBoxItem(item.id, { listingTitle: e.target.value })
              }
            />
          </label>
          {titleNeedsTranslation(item) && (
            <p className="ml-notice" data-testid="title-warning">
              {t("box.titleNotRussian")}
            </p>
          )}
          <span className="ml-muted">
            {t("box.originalTitle")}: {item.title}
          </span>
          <span className="ml-row">
            <button
              type="button"
              onClick={() => translate.mutate()}
              disabled={translate.isPending}
            >
              {translate.isPending
                ? t("translate.working")
                : t("box.translateTitle")}
            </button>
          </span>
          {translate.data?.glossary && !translate.data.complete && (
            <p className="ml-notice" data-testid="title-partial">
              {t("translate.partial")} {translate.data.text}
            </p>
          )}
          {translate.data?.glossary && translate.data.complete && (
            <p className="ml-notice">{t("translate.glossary")}</p>
          )}
          {translate.isError && (
            <FailureNotice
              failure={failureOfError(translate.error)}
              onRetry={() => translate.mutate()}
            />
          )}
        </div>
      </td>
      <NumberCell
        key={`costCny-${item.costCny}`}
        item={item}
        field="costCny"
        label={t("box.cost")}
        unit="¥"
      />
      <NumberCell
        key={`weightGrams-${item.weightGrams}`}
        item={item}
        field="weightGrams"
        label={t("box.weight")}
        unit={t("box.grams")}
        placeholder={basis?.inputs.weightGrams}
      />
      <NumberCell
        key={`marginPct-${item.marginPct}`}
        item={item}
        field="marginPct"
        label={t("box.margin")}
        unit="%"
        placeholder={basis?.inputs.marginPct}
      />
      <td data-testid="sale-price">
        {pricing?.ok && (
          <>
            <strong data-testid="price-rub">
              {rub(pricing.quote.priceRub)}
            </strong>
            <div className="ml-muted" data-testid="strike-rub">
              {t("box.strike", {
                value: rub(pricing.quote.strikePriceRub),
                discount: `${pct.format(basis?.inputs.discountPct ?? 0)}\u00a0%`,
              })}
            </div>
            <div className="ml-muted">
              {t("box.profit", {
                value: rub(pricing.quote.profitRub),
              })}{" "}
              {t("box.marginAfter", {
                value: `${pct.format(pricing.quote.marginPct)}\u00a0%`,
              })}
            </div>
          </>
        )}
        {!hasCost(item) && (
          <p className="ml-error" data-testid="no-cost">
            {item.priceProblem
              ? t(`box.priceProblem.${item.priceProblem}`)
              : item.source === "ozon"
                ? t("box.noCostOzon")
                : t("box.noCost")}
          </p>
        )}
        {problem === "shares" && (
          <p className="ml-error">{t("box.sharesError")}</p>
        )}
        {problem === "noRoute" && (
          <p className="ml-error">{t("box.noRouteError")}</p>
        )}
        {(problem === "noTitle" || problem === "noImage") && (
          <p className="ml-error">{t(`box.exportProblem.${problem}`)}</p>
        )}
      </td>
      <td>
        <button type="button" onClick={() => void removeBoxItems([item.id])}>
          {t("box.remove")}
        </button>
      </td>
    </tr>
  );
}
