# sample bot
