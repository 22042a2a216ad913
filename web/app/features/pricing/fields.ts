import type { Calculator, CrossBorderInput, LocalInput } from '@marketlens/core/pricing';

export type Unit = 'cny' | 'rub' | 'g' | 'cm' | 'pct';

/** A number input of a calculator: its unit and the range the contract accepts. */
export interface NumberField {
  readonly type: 'number';
  readonly name: string;
  readonly unit: Unit;
  readonly min: number;
  readonly max: number;
  /** The smallest value is excluded (a cost or a size must be above zero). */
  readonly above?: boolean;
  /** May stay empty. */
  readonly optional?: boolean;
}
export interface ChoiceField {
  readonly type: 'choice';
  readonly name: string;
  readonly options: readonly string[];
}
export interface CategoryField {
  readonly type: 'category';
  readonly name: 'typeId';
}
export interface FlagField {
  readonly type: 'flag';
  readonly name: string;
}
export type Field = NumberField | ChoiceField | CategoryField | FlagField;
export interface Section {
  readonly key: 'goods' | 'parcel' | 'shares' | 'goal';
  readonly fields: readonly Field[];
}

const MONEY = 10_000_000;
const num = (name: string, unit: Unit, min: number, max: number, above = false): NumberField => ({ type: 'number', name, unit, min, max, above });
const pct = (name: string, max = 95) => num(name, 'pct', 0, max);
const sides = [num('lengthCm', 'cm', 0, 500, true), num('widthCm', 'cm', 0, 500, true), num('heightCm', 'cm', 0, 500, true)];
const goal: Section = { key: 'goal', fields: [pct('marginPct'), pct('discountPct', 90), { ...num('checkPriceRub', 'rub', 0, MONEY, true), optional: true }] };

/** The inputs of each calculator in the order the form shows them (ranges as in core's input schemas). */
export const SECTIONS: Readonly<Record<Calculator, readonly Section[]>> = Object.freeze({
  crossBorder: [
    {
      key: 'goods',
      fields: [
        { type: 'category', name: 'typeId' },
        { type: 'choice', name: 'scheme', options: ['rfbs', 'fbp'] },
        num('costCny', 'cny', 0, MONEY, true),
        num('domesticFreightCny', 'cny', 0, MONEY),
        num('packingCny', 'cny', 0, MONEY),
        num('otherCny', 'cny', 0, MONEY),
      ],
    },
    {
      key: 'parcel',
      fields: [
        num('weightGrams', 'g', 0, 100_000, true),
        ...sides,
        { type: 'choice', name: 'service', options: ['economy', 'express', 'any'] },
        { type: 'flag', name: 'battery' },
        { type: 'flag', name: 'liquid' },
      ],
    },
    { key: 'shares', fields: [pct('paymentPct'), pct('withdrawalPct'), pct('adsPct'), pct('returnsPct'), pct('lossPct'), pct('taxPct')] },
    goal,
  ],
  local: [
    {
      key: 'goods',
      fields: [{ type: 'category', name: 'typeId' }, { type: 'choice', name: 'scheme', options: ['fbo', 'fbs'] }, num('costRub', 'rub', 0, MONEY, true), num('otherRub', 'rub', 0, MONEY)],
    },
    { key: 'parcel', fields: sides },
    { key: 'shares', fields: [pct('acquiringPct'), pct('adsPct'), pct('returnsPct'), { type: 'choice', name: 'taxRegime', options: ['usn6', 'usn15', 'none'] }] },
    goal,
  ],
});

export type AnyInput = CrossBorderInput | LocalInput;
