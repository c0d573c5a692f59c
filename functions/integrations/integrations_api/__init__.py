"""Route family integrations (spec 4.6): outside providers' credentials and settings, public markets and
RSS feeds. Every outside call goes through the kernel's outbound guard."""
