# admin
