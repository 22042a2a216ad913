// The icons of Ant Design (MIT, @ant-design/icons-svg) as one SVG sprite beside this file. The
// public pages show these icons before and without scripts; antd's icon component would bring its
// runtime into every page's first load, and inline path data would weigh as much again in the
// script. The sprite is a cached file; the script holds only the names.
import type { SVGProps } from 'react';
import sprite from './sprite.svg?url';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

function makeIcon(id: string) {
  function Icon({ className, ...rest }: IconProps) {
    // The symbols carry Ant Design's viewBox (64 64 896 896) and are drawn from the origin of this
    // one, so this viewBox starts at 0: starting it at 64 would cut the icon's top and left edges.
    return (
      <svg viewBox="0 0 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false" className={className ? `icon ${className}` : 'icon'} {...rest}>
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  }
  return Icon;
}

export const SearchIcon = makeIcon('search');
export const GlobalIcon = makeIcon('global');
export const CloseIcon = makeIcon('close');
export const CrownIcon = makeIcon('crown');
export const LineChartIcon = makeIcon('line-chart');
export const ReadIcon = makeIcon('read');
export const TeamIcon = makeIcon('team');
export const DownIcon = makeIcon('down');
export const UserIcon = makeIcon('user');
export const MenuIcon = makeIcon('menu');
export const LeftIcon = makeIcon('left');
export const RightIcon = makeIcon('right');
export const AimIcon = makeIcon('aim');
export const AreaChartIcon = makeIcon('area-chart');
export const CalculatorIcon = makeIcon('calculator');
export const EyeIcon = makeIcon('eye');
export const EyeInvisibleIcon = makeIcon('eye-invisible');
export const FundIcon = makeIcon('fund');
export const SafetyCertificateIcon = makeIcon('safety-certificate');
export const ShopIcon = makeIcon('shop');
export const DashboardIcon = makeIcon('dashboard');
export const ChromeIcon = makeIcon('chrome');
export const TranslationIcon = makeIcon('translation');
export const CustomerServiceIcon = makeIcon('customer-service');
export const CheckCircleIcon = makeIcon('check-circle');
export const ReloadIcon = makeIcon('reload');
export const CopyIcon = makeIcon('copy');
export const DownloadIcon = makeIcon('download');
export const ArrowRightIcon = makeIcon('arrow-right');
