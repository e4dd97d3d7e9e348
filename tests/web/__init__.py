"""Client tests of the web app (a package, so their basenames may repeat those in other folders)."""
