/** The landing feature's public surface: sections the landing route composes. */
export { BecomeCoachSection } from './components/become-coach-section';
export { BriefExplainer } from './components/brief-explainer';
export { ClosingCta } from './components/closing-cta';
export { DemoSection } from './components/demo-section';
export { FaqSection } from './components/faq-section';
export { FeaturesSection } from './components/features-section';
export { Hero } from './components/hero';
export { ModesSection } from './components/modes-section';
export { SiteFooter } from './components/site-footer';
export { TestimonialsSection } from './components/testimonials-section';
export { TopNav } from './components/top-nav';
export { useOpenWaitlistFlag } from './hooks/use-open-waitlist-flag';
