import StockroomCLI

await Stockroom.runAsMain()
