// HTML interfaces the product exposes (placeholder; filled in on main).
