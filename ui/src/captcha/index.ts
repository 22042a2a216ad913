export { SliderCaptcha } from './slider-captcha';
