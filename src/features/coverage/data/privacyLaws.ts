/**
 * The data-protection law of each market, its year and its authority, for
 * the privacy page (both languages). Official names stay in the language the
 * law is written in (`lang`), as a reader would search for them. Plain data
 * beside the markets: a market added to src/data/marketCodes.ts needs its
 * entry here (TypeScript asks).
 *
 * `toConfirm`: what the business has not confirmed with counsel yet (a law
 * passed but its authority not yet at work, or no single law), shown as such
 * on the page, as the coverage data marks its own indicative facts.
 */
import type {MarketCode} from '../../../data/marketCodes';

export interface PrivacyLaw {
  /** The law's official name (or its usual short name), in `lang`. */
  name: string;
  year: number;
  /** The authority that enforces it; its usual abbreviation when there is one. */
  authority: string;
  abbreviation?: string;
  /** The language of the names: they are not translated. */
  lang: 'en' | 'fr' | 'pt' | 'ar';
  /** Not yet confirmed with counsel: the page says so next to it. */
  toConfirm?: true;
}

export const PRIVACY_LAWS: Record<MarketCode, PrivacyLaw> = {
  KE: {name: 'Data Protection Act', year: 2019, authority: 'Office of the Data Protection Commissioner', abbreviation: 'ODPC', lang: 'en'},
  UG: {name: 'Data Protection and Privacy Act', year: 2019, authority: 'Personal Data Protection Office', abbreviation: 'PDPO', lang: 'en'},
  TZ: {name: 'Personal Data Protection Act', year: 2022, authority: 'Personal Data Protection Commission', abbreviation: 'PDPC', lang: 'en'},
  RW: {name: 'Law No. 058/2021 relating to the protection of personal data and privacy', year: 2021, authority: 'National Cyber Security Authority', abbreviation: 'NCSA', lang: 'en'},
  ET: {name: 'Personal Data Protection Proclamation No. 1321/2024', year: 2024, authority: 'Ethiopian Communications Authority', abbreviation: 'ECA', lang: 'en'},
  MW: {name: 'Data Protection Act', year: 2024, authority: 'Malawi Communications Regulatory Authority', abbreviation: 'MACRA', lang: 'en'},
  ZM: {name: 'Data Protection Act No. 3', year: 2021, authority: 'Office of the Data Protection Commissioner', lang: 'en'},
  MZ: {name: 'Lei das Transacções Electrónicas (Lei n.º 3/2017)', year: 2017, authority: 'Instituto Nacional de Tecnologias de Informação e Comunicação', abbreviation: 'INTIC', lang: 'pt', toConfirm: true},
  ZA: {name: 'Protection of Personal Information Act (POPIA)', year: 2013, authority: 'Information Regulator', lang: 'en'},
  MG: {name: 'Loi n° 2014-038 sur la protection des données à caractère personnel', year: 2014, authority: 'Commission malagasy sur l’informatique et les libertés', abbreviation: 'CMIL', lang: 'fr', toConfirm: true},
  NG: {name: 'Nigeria Data Protection Act (NDPA)', year: 2023, authority: 'Nigeria Data Protection Commission', abbreviation: 'NDPC', lang: 'en'},
  GH: {name: 'Data Protection Act (Act 843)', year: 2012, authority: 'Data Protection Commission', lang: 'en'},
  SN: {name: 'Loi n° 2008-12 sur la protection des données à caractère personnel', year: 2008, authority: 'Commission de protection des données personnelles', abbreviation: 'CDP', lang: 'fr'},
  CI: {name: 'Loi n° 2013-450 relative à la protection des données à caractère personnel', year: 2013, authority: 'Autorité de régulation des télécommunications/TIC de Côte d’Ivoire', abbreviation: 'ARTCI', lang: 'fr'},
  ML: {name: 'Loi n° 2013-015 portant protection des données à caractère personnel', year: 2013, authority: 'Autorité de protection des données à caractère personnel', abbreviation: 'APDP', lang: 'fr'},
  BF: {name: 'Loi n° 001-2021/AN portant protection des personnes à l’égard du traitement des données à caractère personnel', year: 2021, authority: 'Commission de l’informatique et des libertés', abbreviation: 'CIL', lang: 'fr'},
  // Numbered 2017-20 (adopted by the National Assembly in 2017), promulgated on 20 April 2018: the year it became law.
  BJ: {name: 'Loi n° 2017-20 du 20 avril 2018 portant code du numérique en République du Bénin', year: 2018, authority: 'Autorité de protection des données à caractère personnel', abbreviation: 'APDP', lang: 'fr'},
  TG: {name: 'Loi n° 2019-014 relative à la protection des données à caractère personnel', year: 2019, authority: 'Instance de protection des données à caractère personnel', abbreviation: 'IPDCP', lang: 'fr'},
  GN: {name: 'Loi L/2016/037/AN relative à la cybersécurité et à la protection des données à caractère personnel', year: 2016, authority: 'Autorité de régulation des postes et télécommunications', abbreviation: 'ARPT', lang: 'fr', toConfirm: true},
  CM: {name: 'Loi n° 2024/017 relative à la protection des données à caractère personnel', year: 2024, authority: 'Autorité de protection des données à caractère personnel (en cours de mise en place)', lang: 'fr', toConfirm: true},
  GA: {name: 'Loi n° 001/2011 relative à la protection des données à caractère personnel', year: 2011, authority: 'Commission nationale pour la protection des données à caractère personnel', abbreviation: 'CNPDCP', lang: 'fr'},
  CG: {name: 'Loi n° 29-2019 portant protection des données à caractère personnel', year: 2019, authority: 'Autorité de protection des données à caractère personnel', lang: 'fr', toConfirm: true},
  CD: {name: 'Ordonnance-loi n° 23/010 portant Code du numérique', year: 2023, authority: 'Autorité de protection des données', abbreviation: 'APD', lang: 'fr', toConfirm: true},
  EG: {name: 'Personal Data Protection Law No. 151', year: 2020, authority: 'Personal Data Protection Centre', abbreviation: 'PDPC', lang: 'en', toConfirm: true},
};
