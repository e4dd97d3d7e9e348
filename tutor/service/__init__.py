"""Services: what combines the domain (rules, quiz) with the store. The pool of quiz items and
its starter, rubbers bid against the robots, and the why-the-rule-pays survey and figures live
here, so ``tutor.store`` never imports upwards and ``tutor.quiz`` stays free of the database."""
