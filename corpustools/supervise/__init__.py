"""Parts of the ``big-brother`` supervisor: running a stage in a child process with a time limit
(:mod:`.runner`), what each stage has to do (:mod:`.inputs`), setting bad inputs aside
(:mod:`.quarantine`), the daily log file (:mod:`.dailylog`) and the workspace summary behind ``stats``
and ``report`` (:mod:`.summary`).  The supervisor itself is :mod:`corpustools.big_brother`.
"""
