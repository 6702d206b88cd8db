export { useChooseLocale } from './api';
export { LanguageCard } from './components/LanguageCard';
export { LanguageSelect } from './components/LanguageSelect';
