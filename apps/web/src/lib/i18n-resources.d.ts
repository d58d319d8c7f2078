import type about from '@app/locales/en/about.json';
import type account from '@app/locales/en/account.json';
import type admin from '@app/locales/en/admin.json';
import type analytics from '@app/locales/en/analytics.json';
import type apiDocs from '@app/locales/en/api-docs.json';
import type apiErrors from '@app/locales/en/api-errors.json';
import type apiKeys from '@app/locales/en/api-keys.json';
import type assessment from '@app/locales/en/assessment.json';
import type assessmentQuestions from '@app/locales/en/assessment-questions.json';
import type auth from '@app/locales/en/auth.json';
import type authCallback from '@app/locales/en/auth-callback.json';
import type common from '@app/locales/en/common.json';
import type complianceTips from '@app/locales/en/compliance-tips.json';
import type contact from '@app/locales/en/contact.json';
import type cookies from '@app/locales/en/cookies.json';
import type demo from '@app/locales/en/demo.json';
import type documentKit from '@app/locales/en/document-kit.json';
import type earlyAccess from '@app/locales/en/early-access.json';
import type emailVerification from '@app/locales/en/email-verification.json';
import type errors from '@app/locales/en/errors.json';
import type features from '@app/locales/en/features.json';
import type gdprGuide from '@app/locales/en/gdpr-guide.json';
import type home from '@app/locales/en/home.json';
import type industries from '@app/locales/en/industries.json';
import type login from '@app/locales/en/login.json';
import type passwordReset from '@app/locales/en/password-reset.json';
import type pricing from '@app/locales/en/pricing.json';
import type privacy from '@app/locales/en/privacy.json';
import type reportAsk from '@app/locales/en/report-ask.json';
import type reportEmail from '@app/locales/en/report-email.json';
import type reportImport from '@app/locales/en/report-import.json';
import type reportRating from '@app/locales/en/report-rating.json';
import type reports from '@app/locales/en/reports.json';
import type security from '@app/locales/en/security.json';
import type signup from '@app/locales/en/signup.json';
import type teams from '@app/locales/en/teams.json';
import type terms from '@app/locales/en/terms.json';
import type validation from '@app/locales/en/validation.json';
import type whatIsGdpr from '@app/locales/en/what-is-gdpr.json';

/* Typed keys: t('home:hero.title') is checked at compile time. A new namespace is added here too. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      'api-errors': typeof apiErrors;
      home: typeof home;
      'what-is-gdpr': typeof whatIsGdpr;
      'gdpr-guide': typeof gdprGuide;
      'compliance-tips': typeof complianceTips;
      features: typeof features;
      industries: typeof industries;
      about: typeof about;
      security: typeof security;
      auth: typeof auth;
      login: typeof login;
      signup: typeof signup;
      'password-reset': typeof passwordReset;
      'email-verification': typeof emailVerification;
      'auth-callback': typeof authCallback;
      account: typeof account;
      assessment: typeof assessment;
      'assessment-questions': typeof assessmentQuestions;
      reports: typeof reports;
      'report-import': typeof reportImport;
      'report-email': typeof reportEmail;
      'report-ask': typeof reportAsk;
      'document-kit': typeof documentKit;
      privacy: typeof privacy;
      terms: typeof terms;
      cookies: typeof cookies;
      'api-docs': typeof apiDocs;
      'api-keys': typeof apiKeys;
      demo: typeof demo;
      validation: typeof validation;
      contact: typeof contact;
      'early-access': typeof earlyAccess;
      analytics: typeof analytics;
      teams: typeof teams;
      admin: typeof admin;
      'report-rating': typeof reportRating;
      // The lists (plans' features, questions) are read whole (billing/hooks/use-pricing-content.ts); as
      // typed keys they would push i18next's key type past the compiler's depth limit.
      pricing: Omit<typeof pricing, 'plans' | 'faq'>;
    };
  }
}
