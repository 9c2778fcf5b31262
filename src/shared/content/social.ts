/** The agency's social profiles (footer links and the Organization JSON-LD `sameAs`). */
export type SocialProfile = {
  network: 'instagram' | 'linkedin' | 'youtube' | 'facebook';
  label: string;
  url: string;
};

export const socialProfiles: SocialProfile[] = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/coders.agencia' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/coders-agencia' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@codersagencia' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/codersagencia' },
];
