"""The tutor's Dutch content, loaded purely (no Flask, no database): the lessons of lessons/*.md
and the glossary of the 1918 terms."""
